import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The modules of @lotto/shared that evaluating `@lotto/shared/client` evaluates: its imports and
 * re-exports that are not type-only, followed from client/index.ts (packages are not followed).
 */
function evaluatedModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
          ? statement.moduleSpecifier
          : undefined;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        !clause.name &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      const base = path.resolve(path.dirname(file), specifier.text);
      const resolved = ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => fs.existsSync(candidate));
      if (!resolved) throw new Error(`${file}: cannot resolve ${specifier.text}`);
      visit(resolved);
    }
  };
  visit(entry);
  return seen;
}

// The shell evaluates the browser layer in one step of its start-up (shell/src/bootstrap.tsx), on
// a phone's slow CPU: the request and reply schemas (yup, built when their module is evaluated)
// belong to the screens that use them, in the remotes, not to that step.
test('evaluating the browser layer evaluates no request or reply schema', () => {
  const shared = path.resolve(__dirname, '..');
  const modules = [...evaluatedModules(path.join(__dirname, 'index.ts'))].map((file) => path.relative(shared, file));
  expect(modules).toContain('client/useSignIn.ts');
  expect(modules).toContain('auth/secondFactor.ts');
  expect(modules.filter((file) => file.startsWith('contracts/') || file === 'api/replies.ts')).toEqual([]);
});
