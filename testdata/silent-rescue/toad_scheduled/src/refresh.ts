import axios from 'axios';

const catalog = axios.create({ baseURL: 'https://catalog.example.edu/api' });

// Called daily from jobs/monitor.ts's toad-scheduler task (medium: the
// schedule calls it again).
export async function refreshDepartment(code: string): Promise<void> {
  try {
    const { data } = await catalog.get(`/departments/${code}/classes`);
    await store(code, data);
  } catch (e: any) { // expect: silent-rescue@medium
    console.error(`refresh of ${code} failed: ${e.message}`);
  }
}

async function store(code: string, classes: unknown): Promise<void> {
  void code;
  void classes;
}
