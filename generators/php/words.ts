// PHP's words for the contract's language-neutral texts: where x-sdk-runtime says what happens "in the way
// of its language", the PHP SDK's docs and exception classes say it the PHP way.
import type { ClientErrorKind } from '../model/index.ts';

const PHP_WHEN: Record<string, string> = {
  APIUserAbort: 'the caller closed a stream (`$stream->close()`) and iterated on; PHP cannot cancel a running call',
};

/** When a client error kind happens, in PHP's words (the contract's text unless PHP says it differently). */
export function clientErrorWhen(kind: ClientErrorKind): string {
  return PHP_WHEN[kind.name] ?? kind.when;
}
