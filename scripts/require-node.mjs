// Guard for `npm start` / `npm test`: the project pins Node 24 through the `node` devDependency,
// whose install script puts it first on PATH for npm scripts. `npm install --ignore-scripts`
// skips that and leaves the machine's older Node, on which Astro refuses to run.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.version} is running, but this project needs Node 24 or newer.\n` +
      'Run `npm install` (without --ignore-scripts) so that the pinned Node 24 is installed, then try again.',
  );
  process.exit(1);
}
