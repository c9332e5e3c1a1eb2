// Preloaded into the Prism process the front starts (NODE_OPTIONS=--require): when the front is gone
// (even killed with SIGKILL, which it cannot clean up after), Prism is re-parented and exits, so no
// orphan keeps listening on its internal port.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000).unref();
