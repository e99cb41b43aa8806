# The base job includes the retry concern: every job inherits its retry_on.
class ApplicationJob < ActiveJob::Base
  include DefaultJobBehaviour
end
