; A try statement with a catch clause inside an attempt loop.
(try_statement
  handler: (catch_clause)) @try
