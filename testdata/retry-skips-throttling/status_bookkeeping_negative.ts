// The transaction's final status is sorted from the route responses; the
// retry is decided elsewhere (`ctx.autoRetry`, set by the router). A test
// whose branch only records a value decides no retry.
export function setFinalStatus(ctx: any, tx: any) {
  let routeFailures = false;
  for (const route of ctx.routes ?? []) {
    if (route.response.status >= 500) {
      routeFailures = true;
    }
  }
  if (ctx.response.status >= 500) {
    tx.status = 'Failed';
  } else if (routeFailures) {
    tx.status = 'Completed with error(s)';
  }
  if (ctx.autoRetry != null) {
    tx.autoRetry = ctx.autoRetry;
  }
  return tx;
}
