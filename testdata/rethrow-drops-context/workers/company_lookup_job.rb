# A 404 from the registry becomes the project's own "not found" error: the
# rescued class is the status, and nothing a retry needs is lost. The
# catch-all below still drops the status of every other failure.
class CompanyLookupJob
  class CompanyNotFound < StandardError; end
  class LookupFailed < StandardError; end

  def perform(siren)
    registry.get("/companies/#{siren}").body
  rescue Faraday::ResourceNotFound => e
    raise CompanyNotFound, "no company #{siren}: #{e.message}"
  end

  def refresh(siren)
    registry.get("/companies/#{siren}/refresh").body
  rescue Faraday::Error => e
    raise LookupFailed, e.message # expect: rethrow-drops-context
  end

  private

  def registry
    @registry ||= Faraday.new(url: ENV.fetch('REGISTRY_URL')) { |f| f.response :raise_error }
  end
end
