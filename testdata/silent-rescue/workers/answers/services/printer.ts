// `isHealthy` asks whether the remote end answers: `false` on a failure to
// reach it is the answer (medium); `canPublish` hands a misleading `false`
// to its caller (high).
import axios from 'axios';

export async function isHealthy(host: string): Promise<boolean> {
  try {
    const res = await axios.get(`https://${host}/api/version`);
    console.info('version', res.data);
    return res.status === 200;
  } catch (err) { // expect: silent-rescue@medium
    console.warn('printer down', String(err));
    return false;
  }
}

export async function canPublish(host: string, userId: string): Promise<boolean> {
  try {
    const res = await axios.get(`https://${host}/api/acl/${userId}`);
    console.info('acl', res.data);
    return res.status === 200;
  } catch (err) { // expect: silent-rescue
    console.warn('acl lookup failed', String(err));
    return false;
  }
}
