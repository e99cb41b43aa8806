# Service objects are run as `Klass.call(args)`: the concern's class method
# builds the instance and runs its `call`.
module ServiceObject
  extend ActiveSupport::Concern

  module ClassMethods
    def call(*args)
      new(*args).call
    end
  end
end
