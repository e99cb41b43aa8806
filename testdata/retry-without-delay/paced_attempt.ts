import axios from "axios";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SCHEDULE = [0, 1000, 5000, 30000];

// Each attempt waits out the next step of the schedule before it calls out:
// the recursive retry is paced by the function it repeats.
export async function joinRoom(room: string): Promise<void> {
  let step = 0;
  const attempt = async (): Promise<void> => {
    await sleep(SCHEDULE[step]);
    await axios.post(`https://chat.example.com/rooms/${room}/join`);
  };
  const onError = async (err: unknown): Promise<void> => {
    if (step === SCHEDULE.length - 1) {
      throw err;
    }
    step += 1;
    try {
      await attempt();
    } catch (e) {
      await onError(e);
    }
  };
  try {
    await attempt();
  } catch (e) {
    await onError(e);
  }
}

// The wait comes after the call: a failed attempt skips it.
export async function leaveRoom(room: string): Promise<void> {
  let step = 0;
  const attempt = async (): Promise<void> => {
    await axios.post(`https://chat.example.com/rooms/${room}/leave`);
    await sleep(SCHEDULE[step]);
  };
  const onError = async (err: unknown): Promise<void> => {
    if (step === SCHEDULE.length - 1) {
      throw err;
    }
    step += 1;
    try {
      await attempt();
    } catch (e) {
      await onError(e); // expect: retry-without-delay
    }
  };
  try {
    await attempt();
  } catch (e) {
    await onError(e);
  }
}
