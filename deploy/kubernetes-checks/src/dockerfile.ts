/** Just enough of a Dockerfile and a .dockerignore to check them without a Docker engine. */

export interface Instruction {
  keyword: string;
  args: string;
  /** Index of the build stage (one per FROM) the instruction belongs to. */
  stage: number;
}

export interface Dockerfile {
  instructions: Instruction[];
  /** Default values of the ARGs declared before the first FROM. */
  globalArgs: Record<string, string>;
  /** The images of each FROM, with global ARGs resolved. */
  stages: Array<{ image: string; name?: string }>;
}

export function parseDockerfile(text: string): Dockerfile {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const instructions: Instruction[] = [];
  const globalArgs: Record<string, string> = {};
  const stages: Dockerfile['stages'] = [];
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [image = '', as, name] = args.replace(/--platform=\S+\s+/, '').split(/\s+/);
      const resolved = image.replace(/\$\{?(\w+)\}?/g, (_all, arg: string) => globalArgs[arg] ?? '');
      stages.push({ image: resolved, name: as?.toUpperCase() === 'AS' ? name : undefined });
    } else if (upper === 'ARG' && stages.length === 0) {
      const [argName = '', value = ''] = args.split('=');
      globalArgs[argName] = value;
    }
    instructions.push({ keyword: upper, args, stage: stages.length - 1 });
  }
  return { instructions, globalArgs, stages };
}

/** Instructions of the last stage: what the image that runs is made of. */
export const finalStage = (dockerfile: Dockerfile) =>
  dockerfile.instructions.filter((instruction) => instruction.stage === dockerfile.stages.length - 1);

/** Sources a COPY takes from the build context (not from another stage). */
export function contextSources(dockerfile: Dockerfile): string[] {
  return dockerfile.instructions
    .filter((instruction) => instruction.keyword === 'COPY' && !/--from=/.test(instruction.args))
    .flatMap((instruction) => {
      const parts = instruction.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      return parts.slice(0, -1);
    });
}

/**
 * A .dockerignore matcher for the patterns used here (no `!` exceptions): `name` matches
 * that path at the context root and everything under it, `**\/name` at any depth, `*`
 * stays within one path segment.
 */
export function dockerignoreMatcher(content: string) {
  const patterns = content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (patterns.some((pattern) => pattern.startsWith('!'))) throw new Error('exceptions (!) are not supported by this matcher');
  const regexes = patterns.map((pattern) => {
    const body = pattern
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map((segment) => (segment === '**' ? '(?:.*/)?' : `${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}/`))
      .join('');
    return new RegExp(`^${body.replace(/\/$/, '')}(?:/.*)?$`);
  });
  return (path: string) => {
    const clean = path.replace(/^\.\//, '').replace(/\/+$/, '');
    return regexes.some((regex) => regex.test(clean));
  };
}
