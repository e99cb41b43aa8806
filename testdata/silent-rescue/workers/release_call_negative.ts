// Twin: genuine cleanup of an in-process resource in a failure path.
class Semaphore {
  private free: number;
  constructor(n: number) { this.free = n; }
  acquire() { if (this.free === 0) throw new Error('no slot'); this.free--; }
  release() { if (this.free >= 8) throw new Error('over-release'); this.free++; }
}

const slots = new Semaphore(4);

export function withSlot<T>(work: () => T): T {
  slots.acquire();
  try {
    return work();
  } finally {
    try {
      slots.release();
    } catch (e) {
      console.warn('slot release failed', e);
    }
  }
}
