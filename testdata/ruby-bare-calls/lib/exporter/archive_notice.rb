# The job reaches the request through methods named bare (`success?`,
# `result.status`): Ruby calls them with no receiver and no arguments, so
# the tree shows identifiers, not calls.
require "faraday"

module Exporter
  class ArchiveNotice
    def self.perform(project)
      new(project).perform
    end

    def initialize(project)
      @project = project
    end

    def perform
      return unless success?

      @project.update_column(:archived_at, Time.now.utc)
    end

    def status
      result.status
    end

    private

    def success?
      result.status.between?(200, 299)
    end

    def result
      @result ||= connection.put("/projects/#{@project.reference}/archive") # expect: missing-retry
    end

    def connection
      Faraday.new(url: ENV.fetch("EXPORT_URL"))
    end
  end
end
