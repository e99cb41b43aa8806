# A queue-depth poller: `loop do` reads the depth, records it and sleeps;
# the next round reads it again.
require "net/http"
require "json"

class QueueDepthPoller
  def run(recorder)
    recorder.baseline(read_limits)
    loop do
      recorder.record(read_depth)
      sleep 15
    end
  end

  private

  def read_depth
    JSON.parse(Net::HTTP.get(URI("https://queues.example.org/depth"))) # expect: missing-retry@medium
  end

  def read_limits
    JSON.parse(Net::HTTP.get(URI("https://queues.example.org/limits"))) # expect: missing-retry
  end
end
