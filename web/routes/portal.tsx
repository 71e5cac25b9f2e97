export default function Portal() { return <h1>Portal</h1>; }
