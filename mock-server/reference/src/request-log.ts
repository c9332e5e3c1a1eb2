// The request log is shared with the mock's front: mock-server/shared/request-log.ts.
export { MAX_LOGGED_REQUESTS, RequestLog, type RequestLogEntry, type Outcome } from '../../shared/request-log.ts';
