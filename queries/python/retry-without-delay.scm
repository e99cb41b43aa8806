; A try statement with an except clause inside an attempt loop.
(try_statement
  (except_clause)) @try
