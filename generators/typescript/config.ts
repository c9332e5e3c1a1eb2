// Settings of the TypeScript SDK generator that the contract does not carry. Everything else
// (resources, methods, parameters, types, answers, the runtime rules) comes from the SDK model.

export interface ResultTransform {
  /** Module (relative to src/generated/) exporting the transform function and its result type. */
  from: string;
  /** Function applied to the decoded JSON answer. */
  fn: string;
  /** The result type the function returns. */
  type: string;
  /** What the api.md examples do with the result (`{result}`: its variable). */
  exampleUse: string;
  /** Types the module of `from` exports for the generated aliases of `aliases`. */
  imports: string[];
  /** Type aliases the generated resources declare (and the package exports), `type` among them: name → [definition, doc]. */
  aliases: Record<string, [string, string]>;
}

export const config = {
  /** npm package name. */
  packageName: 'orbit-sdk',
  /** `{language}` in the User-Agent format of the runtime rules. */
  language: 'typescript',
  /** The client class exported by src/client.ts (hand-written). */
  clientClass: 'Orbit',
  /** How the contract's bearer security schemes (loginToken, apiKey) travel. */
  authorization: { header: 'Authorization', scheme: 'Bearer' },
  /**
   * The `when` of a client error kind in this language's words, where the contract's (language-neutral)
   * text leaves them to each SDK (by kind name).
   */
  clientErrorWhen: {
    APIUserAbort: 'the caller aborted the call through the `signal` it was given (an `AbortSignal`), or a stream through `stream.abort()`',
  } as Record<string, string>,
  /** Hand-written decoding applied after JSON decoding, by operationId. */
  transforms: {
    createImage: {
      from: '../lib/images',
      fn: 'decodeImages',
      type: 'ImageGenerationResult',
      exampleUse: "console.log({result}.data[0]?.bytes?.length, 'PNG bytes');",
      imports: ['DecodedImages'],
      aliases: {
        ImageGenerationResult: ['DecodedImages<ImageGenerationResponse>', 'The image answer, each item with its decoded `bytes`.'],
        DecodedImageData: ["ImageGenerationResult['data'][number]", 'An image item with its decoded `bytes`.'],
      },
    },
  } as Record<string, ResultTransform>,
};
