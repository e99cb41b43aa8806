class RunnerWrapper
  def self.run(code)
    eval(code)
  rescue StandardError => e
    Rollbar.error(e)
  end
end
