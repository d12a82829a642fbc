// ESLint rule for the site and the mock server: a business code is named (`codes.nameTaken`,
// generated from openapi/codes.yaml: web/src/lib/http/error-codes on the site, the mock's
// contract.ts), never a bare number. Always: not compared with a `.code`, not a `case` of a switch
// on one, not the key of a code map (numeric keys under 100, small enums such as dialog steps,
// pass). With `{ values: true }` (the mock, which throws codes rather than reads them) also not
// the code a business error is made with (`new BusinessError(100712)`, `refuse(100712)`), not the
// value of a code field (`{ code: 100807 }`) or of a variable or member named for a code
// (`code = 400`, `entry.code = 500`), not a value of a code table (`const REFUSAL_CODES = {...}`).

/** The number a literal (or a negated literal) stands for, or undefined. */
function numberOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'number') return node.value;
  if (node.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') {
    return -node.argument.value;
  }
  return undefined;
}

const WRAPPERS = new Set(['ChainExpression', 'TSNonNullExpression', 'TSAsExpression', 'TSSatisfiesExpression', 'TSTypeAssertion']);
const unwrap = (node) => (WRAPPERS.has(node.type) ? unwrap(node.expression) : node);

/** A name that holds one business code: `code`, or ending in Code (`errorCode`; not an HTTP `statusCode`). */
const CODE_NAME = /^code$|(?<!status)Code$/;
/** A name that holds a table of them: `codes`, `REFUSAL_CODES`, `uploadCodes`. */
const CODES_NAME = /(^|_)codes$|Codes$/i;
/** What makes a business error from a code: the class, and the typed helpers handlers throw with. */
const MAKERS = /^(BusinessError|refuse|refuseAnyCode)$/;

const nameOf = (raw) => {
  const node = unwrap(raw);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
};

/** `x.code`, `x?.code`, `code`, or a name ending in Code: a business code. */
const isCode = (node) => CODE_NAME.test(nameOf(node) ?? '');

/**
 * The numeric literals an expression can evaluate to: the expression itself, both branches of a
 * conditional, either side of `??` or `||`, the values of an object literal indexed on the spot
 * (`{ taken: 100010 }[reason]`).
 */
function literalsIn(raw) {
  const node = unwrap(raw);
  const value = numberOf(node);
  if (value !== undefined) return [{ node, value }];
  if (node.type === 'ConditionalExpression') return [...literalsIn(node.consequent), ...literalsIn(node.alternate)];
  if (node.type === 'LogicalExpression') return [...literalsIn(node.left), ...literalsIn(node.right)];
  if (node.type === 'MemberExpression' && node.computed) return literalsIn(node.object);
  if (node.type === 'ObjectExpression') return node.properties.flatMap((p) => (p.type === 'Property' ? literalsIn(p.value) : []));
  return [];
}

/** Small numbers are counts, steps and flags; every business code is 100 or more, or negative. */
const looksLikeCode = (value) => value < 0 || value >= 100;

export const noBareBusinessCode = {
  meta: {
    type: 'problem',
    docs: { description: 'business codes by their generated names, not bare numbers' },
    schema: [{ type: 'object', properties: { values: { type: 'boolean' } }, additionalProperties: false }],
    messages: { bare: 'Business code {{value}} as a bare number: use codes.<name> (generated from openapi/codes.yaml).' },
  },
  create(context) {
    const values = context.options[0]?.values === true;
    const report = (node, value) => context.report({ node, messageId: 'bare', data: { value: String(value) } });
    const reportCodes = (expression, all = false) => {
      for (const { node, value } of literalsIn(expression)) if (all || looksLikeCode(value)) report(node, value);
    };
    const visitors = {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        for (const [literal, other] of [[node.left, node.right], [node.right, node.left]]) {
          const value = numberOf(literal);
          if (value !== undefined && isCode(other)) report(literal, value);
        }
      },
      SwitchCase(node) {
        const value = node.test ? numberOf(node.test) : undefined;
        if (value !== undefined && isCode(node.parent.discriminant)) report(node.test, value);
      },
      Property(node) {
        if (node.parent.type !== 'ObjectExpression') return;
        const value = node.computed ? numberOf(node.key) : node.key.type === 'Literal' && typeof node.key.value === 'number' ? node.key.value : undefined;
        if (value !== undefined && looksLikeCode(value)) report(node.key, value);
        if (values && !node.computed && isCode(node.key)) reportCodes(node.value);
      },
    };
    if (!values) return visitors;
    return {
      ...visitors,
      'NewExpression, CallExpression'(node) {
        if (MAKERS.test(nameOf(node.callee) ?? '') && node.arguments[0]) reportCodes(node.arguments[0], true);
      },
      AssignmentExpression(node) {
        if (isCode(node.left)) reportCodes(node.right);
      },
      VariableDeclarator(node) {
        if (!node.init || node.id.type !== 'Identifier') return;
        if (CODE_NAME.test(node.id.name)) reportCodes(node.init);
        const table = unwrap(node.init);
        if (CODES_NAME.test(node.id.name) && table.type === 'ObjectExpression') reportCodes(table);
      },
    };
  },
};
