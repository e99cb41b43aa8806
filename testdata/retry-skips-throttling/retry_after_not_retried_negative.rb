# "429 is retried here but Retry-After is never read" needs a retry here: a
# status list that only a predicate uses (applied by a retry layer elsewhere)
# retries nothing in this file.
module Partner
  class ResponseError < StandardError
    RETRYABLE_STATUSES = [429, 500, 502, 503, 504].freeze

    def initialize(status)
      @status = status
      super("status #{status}")
    end

    def retryable?
      RETRYABLE_STATUSES.include?(@status)
    end
  end
end
