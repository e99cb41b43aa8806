# A connection known only by the request object it sends: an app-specific
# subclass of Net::HTTP (`Gateway::HTTP`) opened with `start`, sending a
# `Net::HTTP::Post` built in the block. The helper is remote work, so the
# immediate `retry` around it is high.
module Imaging
  class Generator
    TIMEOUT = 60

    def self.generate_all(prompts)
      prompts.map do |prompt|
        attempts = 0
        begin
          post_prompt!(prompt)
        rescue => e
          attempts += 1
          retry if attempts < 3 # expect: retry-without-delay
          e
        end
      end
    end

    def self.post_prompt!(prompt)
      uri = URI(ENV.fetch("IMAGING_URL"))
      Gateway::HTTP.start(uri.host, uri.port, use_ssl: true, read_timeout: TIMEOUT) do |http|
        request = Net::HTTP::Post.new(uri, { "Content-Type" => "application/json" })
        request.body = { prompt: prompt }.to_json
        http.request(request) do |response|
          raise "imaging returned #{response.code}" if response.code.to_i != 200
          JSON.parse(response.body)
        end
      end
    end

    # A local queue's `request` takes no request object: not remote, so the
    # retry around it is left alone.
    def self.enqueue_all(jobs)
      jobs.each do |job|
        tries = 0
        begin
          local_queue!(job)
        rescue ArgumentError
          tries += 1
          retry if tries < 2
        end
      end
    end

    def self.local_queue!(job)
      Scheduler.request(job.id, priority: :low)
    end
  end
end
