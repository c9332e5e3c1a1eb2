// Go's words for the contract's language-neutral texts: where x-sdk-runtime says what happens "in the
// way of its language", the Go SDK's docs and constants.go say it the Go way.
import type { ClientErrorKind } from '../model/index.ts';

const GO_WHEN: Record<string, string> = {
  APIUserAbort: "the call's context.Context was cancelled (errors.Is(err, context.Canceled) also holds)",
};

/** When a client error kind happens, in Go's words (the contract's text unless Go says it differently). */
export function clientErrorWhen(kind: ClientErrorKind): string {
  return GO_WHEN[kind.name] ?? kind.when;
}
