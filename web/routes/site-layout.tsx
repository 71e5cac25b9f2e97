import { Outlet } from "react-router";
export default function SiteLayout() { return <div><header>H</header><Outlet /></div>; }
