import { CommanderError } from 'commander';
import { buildProgram, processContext } from './admin.ts';

const context = processContext();
try {
  await buildProgram(context).parseAsync(process.argv);
  process.exitCode = context.exitCode;
} catch (error) {
  if (error instanceof CommanderError) process.exitCode = error.exitCode;
  else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
