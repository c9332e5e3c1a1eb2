// Spectral function: the operation has a 2xx response, and every media type of its 2xx responses
// carries at least one named example (Prism serves them, the contract tests send them).
export default function operationHasExample(operation, _options, context) {
  const at = (...rest) => [...context.path, ...rest];
  const responses = operation?.responses ?? {};
  const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
  if (success.length === 0) return [{ message: 'Operation has no 2xx response.', path: at('responses') }];
  const problems = [];
  for (const status of success) {
    const content = responses[status]?.content ?? {};
    if (Object.keys(content).length === 0 && status !== '204') {
      problems.push({ message: `${status} response has no content to exemplify.`, path: at('responses', status) });
    }
    for (const [mediaType, media] of Object.entries(content)) {
      if (!media?.examples || Object.keys(media.examples).length === 0) {
        problems.push({ message: `${status} ${mediaType} has no named example.`, path: at('responses', status, 'content', mediaType) });
      }
    }
  }
  return problems;
}
