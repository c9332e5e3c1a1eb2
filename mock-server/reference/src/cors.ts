// The contract's CORS convention is built from the documents' operations in mock-server/shared/cors.ts, for
// both servers; the reference server's modules (and the Prism front's sandbox) take the exposed headers from here.
export { EXPOSED } from '../../shared/cors.ts';
