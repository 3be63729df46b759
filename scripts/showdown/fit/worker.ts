/** A child process of pool.ts: plays the games of one job (jobs.ts) and prints the result as JSON. */
import { run, type Job } from './jobs';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d: string) => (input += d));
process.stdin.on('end', () => process.stdout.write(JSON.stringify(run(JSON.parse(input) as Job))));
