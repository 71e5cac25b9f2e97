import { useLocation } from "react-router";
export default function NotFound() { const l = useLocation(); return <h1>Oops! Page not found {l.pathname}</h1>; }
