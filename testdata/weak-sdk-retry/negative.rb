ATHENA = Aws::Athena::Client.new(retry_mode: 'adaptive', max_attempts: 10)
GLUE = Aws::Glue::Client.new(retry_limit: 8)
S3 = Aws::S3::Client.new(region: 'us-east-1')
POOL = ConnectionPool.new(retry_limit: 2)
