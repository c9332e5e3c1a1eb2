// Hand-written. The package's public entry point.
export { Orbit } from './client';
export type { ClientOptions, SessionTokens } from './client';
export { APIPromise, type APIResponseProps } from './core/api-promise';
export { BinaryResponse, type NodeWritableLike } from './core/binary';
export { APIError, OrbitError, type ErrorDetails } from './core/errors';
export type { Logger, LogLevel } from './core/log';
export type { OperationSpec } from './core/operation';
export { AutoPager, Page } from './core/pagination';
export type { RequestOptions } from './core/request-options';
export { iterateSSE, type ServerSentEvent } from './core/sse';
export { Stream } from './core/streaming';
export { toFile, UploadFile, type FileStream, type Uploadable } from './core/uploads';
export { DEFAULT_BASE_URL, VERSION } from './generated/constants';
export * from './generated/errors';
export { operations, type OperationKey } from './generated/operations';
export * from './generated/resources';
export type * from './generated/types';
export { base64ToBytes, type DecodedImages, type EncodedImage } from './lib/images';
