// Child processes whose output lines are prefixed with a coloured label, for one terminal running many servers.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { styleText } from 'node:util';

const COLOURS = ['cyan', 'magenta', 'green', 'yellow', 'blue', 'red', 'white'];

/**
 * @param {{ label: string, width: number, index: number, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv,
 *   expectExit: () => boolean }} options  expectExit: true while everything is being stopped (no red exit line)
 * @returns {{ label: string, child: import('node:child_process').ChildProcess, exited: Promise<number|null> }}
 */
export function startPrefixed({ label, width, index, command, args, cwd, env, expectExit }) {
  const colour = COLOURS[index % COLOURS.length];
  const prefix = styleText(colour, `[${label}]`.padEnd(width + 2));
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
  }
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      process.stdout.write(`${prefix} ${styleText('red', `could not start: ${error.message}`)}\n`);
      resolve(null);
    });
    child.on('exit', (code, signal) => {
      const how = signal ? `stopped by ${signal}` : `exited with code ${code}`;
      process.stdout.write(`${prefix} ${styleText(code === 0 || signal || expectExit() ? 'gray' : 'red', how)}\n`);
      resolve(code);
    });
  });
  return { label, child, exited };
}
