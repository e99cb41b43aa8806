# A queue consumer's pop blocks for up to its wait interval when the queue
# is empty: the loop waits on the broker, it does not spin.
class InboxWorker
  def initialize(queue, wait_interval: 5)
    @queue = queue
    @wait_interval = wait_interval
  end

  def run
    loop do
      job = @queue.pop(@wait_interval)
      next if job.nil?
      raise job.error if job.error

      handle(job)
    end
  end

  def handle(job)
    puts job.body
  end
end
