import { CommanderError } from 'commander';
import { describeError } from '../db/errors.ts';
import { buildProgram, processContext } from './admin.ts';

const context = processContext();
try {
  await buildProgram(context).parseAsync(process.argv);
  process.exitCode = context.exitCode;
} catch (error) {
  if (error instanceof CommanderError) process.exitCode = error.exitCode;
  else {
    // A failed statement is told by its SQL and PostgreSQL's words, never its values (members' numbers).
    console.error(describeError(error));
    process.exitCode = 1;
  }
}
