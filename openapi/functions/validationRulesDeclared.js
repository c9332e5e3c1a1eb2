// Spectral function: a rule the request schema cannot state (a cross-field check, a lookup, a
// signature) is named in the operation's `x-validation-rules`, so tools (and the fuzz suite) know which
// 400 a schema-valid request can still get. Every `400 <code>` the operation's description names, or
// one of its 400 examples carries, is either a code of a schema violation (functionOptions.schemaCodes)
// or an entry `{code, rule, param?, schema?}`; every entry names a code the operation documents.
const CODE = /^[a-z][a-z0-9_]{1,63}$/;

function documentedCodes(operation) {
  const codes = new Set();
  for (const match of String(operation.description ?? '').matchAll(/`400 ([a-z][a-z0-9_]*)`/g)) codes.add(match[1]);
  const examples = operation.responses?.['400']?.content?.['application/json']?.examples ?? {};
  for (const example of Object.values(examples)) {
    const code = example?.value?.error?.code;
    if (typeof code === 'string') codes.add(code);
  }
  return codes;
}

export default function validationRulesDeclared(operation, options, context) {
  const at = (...rest) => [...context.path, ...rest];
  const schemaCodes = new Set(options?.schemaCodes ?? []);
  const rules = operation['x-validation-rules'] ?? [];
  const problems = [];
  if (!Array.isArray(rules)) return [{ message: 'x-validation-rules must be a list.', path: at('x-validation-rules') }];
  const declared = new Set();
  rules.forEach((rule, i) => {
    if (!rule || typeof rule.code !== 'string' || !CODE.test(rule.code)) problems.push({ message: 'A validation rule needs a `code` (an error code).', path: at('x-validation-rules', i) });
    else declared.add(rule.code);
    if (typeof rule?.rule !== 'string' || rule.rule.trim() === '') problems.push({ message: 'A validation rule needs a `rule` saying what is checked.', path: at('x-validation-rules', i) });
    if (rule?.schema !== undefined && !(typeof rule.schema === 'string' && rule.schema.startsWith('#/'))) problems.push({ message: '`schema` is a JSON pointer (#/...) to where the schema states the rule.', path: at('x-validation-rules', i, 'schema') });
  });
  const documented = documentedCodes(operation);
  for (const code of documented) {
    if (!schemaCodes.has(code) && !declared.has(code)) {
      problems.push({ message: `\`400 ${code}\` is not a schema violation: name its rule in x-validation-rules.`, path: at('description') });
    }
  }
  for (const code of declared) {
    if (!documented.has(code)) problems.push({ message: `x-validation-rules names ${code}, which the operation's description and 400 examples do not.`, path: at('x-validation-rules') });
  }
  return problems;
}
