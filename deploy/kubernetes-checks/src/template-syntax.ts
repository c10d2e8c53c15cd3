/**
 * What can be checked of a Helm (Go text/template) file without helm: that every `{{` has
 * its `}}`, that if/range/with/define blocks open and close in order, which blocks enclose
 * a given place, and a YAML skeleton of the file with the template actions taken out.
 */

export interface Action {
  /** Offsets of `{{` and just past `}}` in the source. */
  start: number;
  end: number;
  line: number;
  /** The action's text between the delimiters, trim markers and blanks removed. */
  body: string;
  comment: boolean;
}

export interface Block {
  keyword: 'if' | 'range' | 'with' | 'define' | 'block';
  /** What follows the keyword: the condition, the ranged pipeline, the template name. */
  argument: string;
  line: number;
  start: number;
  /** Offset just past the block's `{{ end }}`; -1 when never closed. */
  end: number;
}

export interface TemplateScan {
  actions: Action[];
  blocks: Block[];
  problems: string[];
}

const OPENERS = new Set(['if', 'range', 'with', 'define', 'block']);

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** Finds the `}}` closing the action that starts at `from` (just past its `{{`), skipping strings. */
function findActionEnd(source: string, from: number): number {
  let index = from;
  const trimmed = source.slice(from).replace(/^-?\s*/, '');
  if (trimmed.startsWith('/*')) {
    const close = source.indexOf('*/', from);
    if (close === -1) return -1;
    const after = source.slice(close + 2).match(/^\s*-?\s*\}\}/);
    return after ? close + 2 + after[0].length : -1;
  }
  while (index < source.length) {
    const char = source[index];
    if (char === '"' || char === "'") {
      index += 1;
      while (index < source.length && source[index] !== char) index += source[index] === '\\' ? 2 : 1;
    } else if (char === '`') {
      index = source.indexOf('`', index + 1);
      if (index === -1) return -1;
    } else if (char === '}' && source[index + 1] === '}') {
      return index + 2;
    } else if (char === '{' && source[index + 1] === '{') {
      return -1; // a new action before this one closed
    }
    index += 1;
  }
  return -1;
}

export function scanTemplate(source: string): TemplateScan {
  const actions: Action[] = [];
  const problems: string[] = [];
  let cursor = 0;
  for (;;) {
    const open = source.indexOf('{{', cursor);
    const strayClose = source.indexOf('}}', cursor);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      problems.push(`line ${lineAt(source, strayClose)}: "}}" without an opening "{{"`);
    }
    if (open === -1) break;
    const end = findActionEnd(source, open + 2);
    if (end === -1) {
      problems.push(`line ${lineAt(source, open)}: "{{" is never closed by "}}"`);
      break;
    }
    const inner = source.slice(open + 2, end - 2);
    const body = inner.replace(/^-\s/, '').replace(/\s-$/, '').trim();
    actions.push({ start: open, end, line: lineAt(source, open), body, comment: body.startsWith('/*') });
    cursor = end;
  }

  const blocks: Block[] = [];
  const open: Block[] = [];
  for (const action of actions) {
    if (action.comment) continue;
    const [keyword = '', ...rest] = action.body.split(/\s+/);
    if (OPENERS.has(keyword)) {
      const block: Block = { keyword: keyword as Block['keyword'], argument: rest.join(' '), line: action.line, start: action.start, end: -1 };
      blocks.push(block);
      open.push(block);
    } else if (keyword === 'else') {
      const top = open.at(-1);
      if (!top || !['if', 'with', 'range'].includes(top.keyword)) {
        problems.push(`line ${action.line}: "{{ else }}" outside an if/with/range block`);
      }
    } else if (keyword === 'end') {
      const closed = open.pop();
      if (closed) closed.end = action.end;
      else problems.push(`line ${action.line}: "{{ end }}" closes no block`);
    }
  }
  for (const block of open) problems.push(`line ${block.line}: "{{ ${block.keyword} ${block.argument} }}" is never closed by "{{ end }}"`);
  return { actions, blocks, problems };
}

/** The blocks that contain `offset`, outermost first. */
export const enclosingBlocks = (scan: TemplateScan, offset: number) =>
  scan.blocks.filter((block) => block.start < offset && (block.end === -1 || offset < block.end));

/** Names given to `define`, and names used by `include` / `template`. */
export function templateNames(source: string) {
  const names = (pattern: RegExp) => [...source.matchAll(pattern)].map((match) => match[1] as string);
  return {
    defined: names(/\{\{-?\s*define\s+"([^"]+)"/g),
    used: names(/\b(?:include|template)\s+"([^"]+)"/g),
  };
}

/**
 * The file with every template action taken out: a line made only of actions disappears,
 * an action inside a line becomes the scalar `x`. Both branches of an if/else stay, so keys
 * may repeat; what must hold is the YAML structure of the text around the actions.
 */
export function yamlSkeleton(source: string): string {
  const { actions } = scanTemplate(source);
  const MARK = '\u0000';
  let text = '';
  let cursor = 0;
  for (const action of actions) {
    const newlines = source.slice(action.start, action.end).split('\n').length - 1;
    text += source.slice(cursor, action.start) + MARK + '\n'.repeat(newlines);
    cursor = action.end;
  }
  text += source.slice(cursor);
  return text
    .split('\n')
    .filter((line) => !(line.includes(MARK) && line.replaceAll(MARK, '').trim() === ''))
    .map((line) => line.replaceAll(MARK, 'x'))
    .join('\n');
}
