# A concern that declares the retry policy of every job including it.
module DefaultJobBehaviour
  extend ActiveSupport::Concern

  included do
    retry_on(StandardError, wait: :polynomially_longer, attempts: 20)
  end
end
