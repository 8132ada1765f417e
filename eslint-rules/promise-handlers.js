/**
 * Rules that keep a promise from rejecting while nothing listens. Node ends the process on an
 * unhandled rejection, and a query promise left pending across another `await` is exactly that when
 * the query fails first: `Promise.all([query(), other(await x)])` crashed the server (decision 012).
 */

const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const COMBINATORS = new Set(['all', 'allSettled', 'race', 'any']);

const isPromiseCombinator = (node) =>
  node.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'Promise' &&
  node.callee.property.type === 'Identifier' &&
  COMBINATORS.has(node.callee.property.name);

/** `Promise.all([a(), b(await c)])`: a() is already running while c is awaited. */
const noAwaitInPromiseCombinator = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow await inside the arguments of Promise.all / allSettled / race / any' },
    messages: {
      awaitInside:
        'await inside Promise.{{name}}(...) leaves the promises already started without a handler while it waits; await it before the call.',
    },
    schema: [],
  },
  create(context) {
    return {
      AwaitExpression(node) {
        for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
          if (FUNCTION.has(parent.type)) return;
          if (isPromiseCombinator(parent) && parent.arguments.includes(child)) {
            context.report({ node, messageId: 'awaitInside', data: { name: parent.callee.property.name } });
            return;
          }
        }
      },
    };
  },
};

/** A real Promise, not any thenable: a Fastify instance is thenable yet never rejects on its own. */
const isPromise = (type) =>
  type.isUnion() ? type.types.some(isPromise) : type.getSymbol()?.getName() === 'Promise';

/** `new Promise((resolve) => …)` has no reject to call: it cannot reject later. */
const cannotReject = (init) =>
  init.type === 'NewExpression' &&
  init.callee.type === 'Identifier' &&
  init.callee.name === 'Promise' &&
  FUNCTION.has(init.arguments[0]?.type) &&
  init.arguments[0].params.length < 2;

/** `const p = query(); await other(); use(await p)`: p may reject during the other await. */
const noAwaitWhilePromisePending = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow awaiting something else while a started promise has no handler yet' },
    messages: {
      pending:
        "'{{name}}' is a started promise with no handler while another await runs; if it rejects first Node treats it as unhandled. Await it (or Promise.all both) before awaiting anything else.",
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const frames = [];
    const enter = () => frames.push({ awaits: [], pending: [] });
    const exit = () => {
      const frame = frames.pop();
      for (const { declarator, firstUse } of frame.pending) {
        const start = declarator.range[1];
        const end = firstUse?.range[0] ?? Infinity;
        if (frame.awaits.some((a) => a.range[0] > start && a.range[0] < end)) {
          context.report({ node: declarator, messageId: 'pending', data: { name: declarator.id.name } });
        }
      }
    };
    return {
      Program: enter,
      'Program:exit': exit,
      ':function': enter,
      ':function:exit': exit,
      AwaitExpression(node) {
        frames.at(-1).awaits.push(node);
      },
      'ForOfStatement[await=true]'(node) {
        frames.at(-1).awaits.push(node);
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'Identifier' || !node.init || node.init.type === 'AwaitExpression') return;
        if (FUNCTION.has(node.init.type) || cannotReject(node.init)) return;
        if (!isPromise(services.getTypeAtLocation(node.init))) return;
        const variable = context.sourceCode.getDeclaredVariables(node)[0];
        const uses = (variable?.references ?? [])
          .filter((ref) => ref.identifier !== node.id)
          .map((ref) => ref.identifier)
          .sort((a, b) => a.range[0] - b.range[0]);
        frames.at(-1).pending.push({ declarator: node, firstUse: uses[0] });
      },
    };
  },
};

export default {
  rules: {
    'no-await-in-promise-combinator': noAwaitInPromiseCombinator,
    'no-await-while-promise-pending': noAwaitWhilePromisePending,
  },
};
