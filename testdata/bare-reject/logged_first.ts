import { spawn } from 'child_process';

// The child's error is logged just before the bare reject: medium.
export function renderThumbnail(input: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-i', input, '-frames:v', '1', '-f', 'image2', 'pipe:1']);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (err) => {
      console.error(err);
      reject(); // expect: bare-reject@medium
    });
    child.once('close', () => resolve(Buffer.concat(chunks)));
  });
}

// Nothing logs the error: high.
export function readDuration(input: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffprobe', [input]);
    child.once('error', (err) => {
      reject(); // expect: bare-reject
    });
    child.once('close', () => resolve(0));
  });
}
