// `release` here is business (freeing a stock reservation over HTTP), not cleanup.
import axios from 'axios';

class ReservationClient {
  private http = axios.create({ baseURL: 'https://inventory.example.com' });

  async release(reservationId: string) {
    await this.http.post(`/reservations/${reservationId}/release`);
  }
}

const client = new ReservationClient();

export async function cancelReservation(reservationId: string) {
  try {
    await client.release(reservationId);
  } catch (e) { // expect: silent-rescue
    console.warn(`could not release reservation ${reservationId}`);
  }
}

export class StockService {
  private readonly http = axios.create({ baseURL: 'https://inventory.example.com' });

  async release(id: string) {
    await this.http.delete(`/holds/${id}`);
  }

  async cancel(id: string) {
    try {
      await this.release(id);
    } catch { // expect: silent-rescue
      return false;
    }
    return true;
  }
}
