import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseValidationMessage } from '@gbo/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every validation message the request schemas of @gbo/contracts write must be in its validation catalogue,
 * or the server (and a form's own check) would answer it in English to a Chinese reader. The schemas' sources
 * are read for the literals in a message position.
 */
/** zod's checks that take a message after their value, and the properties that hold one. */
const CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'email',
  'url',
  'uuid',
  'startsWith',
  'endsWith',
  'includes',
  'multipleOf',
  'nonempty',
]);
const MESSAGE_PROPERTIES = new Set(['message', 'error']);
/** Checks whose first argument is the message (the others take a value first). */
const MESSAGE_FIRST = new Set(['int', 'positive', 'nonnegative', 'email', 'url', 'uuid', 'nonempty']);

/** What a literal in a message position says, a `${…}` part as 'X'; undefined for any other literal. */
function messageAt(node: ts.Node): string | undefined {
  let text: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = node.head.text + node.templateSpans.map((span) => `X${span.literal.text}`).join('');
  else return undefined;
  let at: ts.Node = node;
  while (
    ts.isConditionalExpression(at.parent) ||
    ts.isParenthesizedExpression(at.parent) ||
    (ts.isBinaryExpression(at.parent) && at.parent.operatorToken.kind !== ts.SyntaxKind.PlusToken)
  )
    at = at.parent;
  const parent = at.parent;
  const named = (name: ts.Node) => (ts.isIdentifier(name) ? name.text : '');
  if (ts.isPropertyAssignment(parent) && MESSAGE_PROPERTIES.has(named(parent.name))) return text;
  if (ts.isVariableDeclaration(parent) && /MESSAGE$/.test(named(parent.name))) return text;
  if (ts.isVariableDeclaration(parent) && named(parent.name) === 'message') return text;
  if (
    ts.isCallExpression(parent) &&
    ts.isPropertyAccessExpression(parent.expression) &&
    CHECKS.has(parent.expression.name.text) &&
    parent.arguments.indexOf(at as ts.Expression) >= (MESSAGE_FIRST.has(parent.expression.name.text) ? 0 : 1)
  )
    return text;
  if (ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) {
    const holder = parent.parent.parent;
    if (ts.isVariableDeclaration(holder) && /MESSAGES$/.test(named(holder.name))) return text;
  }
  return undefined;
}

function writtenMessages(): { file: string; text: string }[] {
  const dir = fileURLToPath(new URL('../../../../../packages/contracts/src/', import.meta.url));
  const found: { file: string; text: string }[] = [];
  for (const file of readdirSync(dir)) {
    if (
      !file.endsWith('.ts') ||
      file.endsWith('.test.ts') ||
      file.endsWith('.d.ts') ||
      file === 'messages.ts'
    )
      continue;
    const source = ts.createSourceFile(file, readFileSync(dir + file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const text = messageAt(node);
      if (text !== undefined) found.push({ file, text });
      else ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the validation catalogue of @gbo/contracts', () => {
  it('hold every message the schemas of this package write (so none is answered in English to a Chinese reader)', () => {
    const messages = writtenMessages();
    // The walk finds the messages (a broken walk would find none and pass).
    expect(messages.length).toBeGreaterThan(120);
    // The decimal fields' message is composed from its unit: checked below, as the schemas say it.
    const composed = 'must be X from 0 to X.X, at most X decimalX';
    const unknown = messages.filter(({ text }) => text !== composed && parseValidationMessage(text) === null);
    expect(unknown).toEqual([]);
  });
});
