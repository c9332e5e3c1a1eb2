// Spectral function: at least one 4xx response is documented, and every documented 4xx JSON body
// carries the shared error object ({"error": {type, code, message, request_id}}).
const REQUIRED = ['type', 'code', 'message', 'request_id'];

function carriesErrorObject(schema) {
  const detail = schema?.properties?.error;
  return Boolean(
    schema?.required?.includes('error') &&
      detail?.type === 'object' &&
      REQUIRED.every((field) => detail.required?.includes(field) && detail.properties?.[field]),
  );
}

export default function errorResponseUsesErrorSchema(operation, _options, context) {
  const at = (...rest) => [...context.path, ...rest];
  const responses = operation?.responses ?? {};
  const clientErrors = Object.keys(responses).filter((status) => /^4\d\d$/.test(status));
  if (clientErrors.length === 0) return [{ message: 'Operation documents no 4xx response.', path: at('responses') }];
  const problems = [];
  for (const status of clientErrors) {
    const media = responses[status]?.content?.['application/json'];
    if (!media || !carriesErrorObject(media.schema)) {
      problems.push({
        message: `${status} response must be application/json with the shared error object.`,
        path: at('responses', status),
      });
    }
  }
  return problems;
}
