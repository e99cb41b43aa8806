require "faraday"

module Ledger
  module Sync
    def self.with_connection(logger)
      yield
    rescue Faraday::ConnectionFailed => e
      logger.error(e.message)
      reconnect_database(logger)
      retry
    end

    def self.with_fresh_connection(logger)
      yield
    rescue Faraday::ConnectionFailed => e
      logger.error(e.message)
      reopen(logger)
      retry # expect: retry-without-delay
    end

    def self.reconnect_database(logger)
      sleep 3
      ActiveRecord::Base.connection.reconnect!
    rescue StandardError
      logger.error("still no database")
      retry
    end

    def self.reopen(logger)
      logger.info("reopening")
      @connection = nil
    end

    def self.connection
      @connection ||= Faraday.new(url: "https://ledger.example.org")
    end
  end
end
