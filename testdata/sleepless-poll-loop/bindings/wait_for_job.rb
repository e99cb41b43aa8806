class Waiter
  def initialize
    @jobs = JobsClient.new
  end

  def wait(id)
    loop do # expect: sleepless-poll-loop
      job = @jobs.job(id)
      return job if job['status'] == 'done'
    end
  end

  def spin(id)
    # `cached` is summarised as local work: not a remote poll.
    loop do
      job = @jobs.cached(id)
      return job if job['status'] == 'done'
    end
  end
end
