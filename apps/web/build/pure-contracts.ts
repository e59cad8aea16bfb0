import { fileURLToPath } from 'node:url';
import { type ESTree, type Plugin, parseAst } from 'vite';

const CONTRACTS = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));

type Node = ESTree.Node & { start: number; end: number };

/** Whether evaluating `node` calls anything (calls inside functions it defines run later, if at all). */
function calls(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const { type } = node as { type?: string };
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression' || type === 'ClassExpression')
    return false;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression')
    return true;
  return Object.values(node).some((value) =>
    Array.isArray(value) ? value.some(calls) : typeof value === 'object' && calls(value),
  );
}

/**
 * Marks the contracts' module-level values as pure for the client's bundle, so that a page importing one
 * permission name or one schema from a contracts module does not also carry every other schema and route
 * of that module (decision 0038).
 *
 * The contracts are declarations: evaluating a module builds its schemas, routes and constants and does
 * nothing else. The bundler cannot know that of a call such as `ZText.max(100)` or `defineRoute({…})`,
 * so each module-level `const` whose value is computed by calls is rewritten as an immediately called
 * arrow function annotated `@__PURE__`: unused, the bundler drops it; used, it runs as it did. Statements
 * that are not declarations are left as they are.
 */
export function pureContracts(): Plugin {
  return {
    name: 'trace-pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(CONTRACTS) || !id.endsWith('.ts')) return undefined;
      const program = parseAst(code);
      const edits: { start: number; end: number }[] = [];
      for (const statement of program.body as Node[]) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations) {
          const init = declarator.init as Node | null;
          if (init && calls(init)) edits.push({ start: init.start, end: init.end });
        }
      }
      if (edits.length === 0) return undefined;
      let out = '';
      let at = 0;
      for (const { start, end } of edits) {
        out += `${code.slice(at, start)}/* @__PURE__ */ (() => (${code.slice(start, end)}))()`;
        at = end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
