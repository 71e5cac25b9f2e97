/** How the production server is started: the command npm start, the e2e server and the bench share. */
export function productionServerCommand(): string[] {
  return [process.execPath, "--import", "tsx", "server/main.ts"];
}
