// An RxJS pipe after the call: `catchError` that answers a value contains
// the failure (the callers never see it), `retry(3)` retries it. A pipe
// that rethrows, or no pipe, leaves the call without a retry.
import { Injectable } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { catchError, firstValueFrom, map, of, retry, throwError } from 'rxjs';

@Injectable()
export class RegistryService {
  constructor(private readonly http: HttpService) {}

  async companyOrNull(code: string) {
    return firstValueFrom(
      this.http.get(`https://registry.example/companies/${code}`).pipe(
        map((r) => r.data),
        catchError(() => of(null)),
      ),
    );
  }

  async companyRetried(code: string) {
    return firstValueFrom(this.http.get(`https://registry.example/companies/${code}`).pipe(retry(3)));
  }

  async companyRethrown(code: string) {
    return firstValueFrom(
      this.http.get(`https://registry.example/companies/${code}`).pipe( // expect: missing-retry@medium
        catchError((err) => throwError(() => err)),
      ),
    );
  }

  async companyBare(code: string) {
    return firstValueFrom(this.http.get(`https://registry.example/companies/${code}`)); // expect: missing-retry@medium
  }
}
