# A caller that logs only its own message: where the callee already logged
# the error, the cause is in the log (medium); where it did not, high.
class AlarmHistory
  def initialize
    @store = TableStore.new
    @quiet = QuietStore.new
  end

  def record(entry)
    @store.put('alarm-history', entry)
  rescue StandardError # expect: silent-rescue@medium
    Rails.logger.error('Failed to record the alarm entry')
  end

  def record_quietly(entry)
    @quiet.put('alarm-history', entry)
  rescue StandardError # expect: silent-rescue
    Rails.logger.error('Failed to record the alarm entry')
  end
end
