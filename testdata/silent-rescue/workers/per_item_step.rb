require 'net/http'

# A method that ends at its rescue and is called only as one step per item
# of a loop isolates that item's failure (medium); the same rescue in a
# method called once stays high.
class SuiteSync
  def run(stale)
    stale.each do |ref|
      @logger.info "resyncing #{ref}"
      resync(ref)
    end
    publish(stale.last)
  end

  def resync(ref)
    Net::HTTP.post(URI("https://ci.example.com/api/resync/#{ref}"), '')
  rescue StandardError => e # expect: silent-rescue@medium
    @logger.error "resync of #{ref} failed: #{e.message}"
  end

  def publish(ref)
    Net::HTTP.post(URI("https://ci.example.com/api/publish/#{ref}"), '')
  rescue StandardError => e # expect: silent-rescue
    @logger.error "publish of #{ref} failed: #{e.message}"
  end
end

sync = SuiteSync.new
sync.run(ARGV)
