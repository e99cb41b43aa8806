require 'net/http'

class ManifestRefresher
  def refresh(site)
    site.manifest = fetch_manifest(site.url)
    site.save!
  end

  private

  # The caller lets the failure through.
  def fetch_manifest(url)
    Net::HTTP.get_response(URI("#{url}/manifest.json")).body # expect: missing-retry
  end
end
